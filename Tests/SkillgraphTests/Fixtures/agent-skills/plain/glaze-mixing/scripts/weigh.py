#!/usr/bin/env python3
# Scale a glaze recipe given in percentages to a batch weight in grams.
import sys

print(sys.argv)
