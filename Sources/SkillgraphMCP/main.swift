import MCP
import Skillgraph

print("skillgraph-mcp: not yet")
