#import <BackgroundTasks/BackgroundTasks.h>
#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.legacy.cleanup"
                                                          usingQueue:nil
                                                       launchHandler:^(BGTask *task) {
        [task setTaskCompleted:YES];
    }];
    return YES;
}

@end
