/// Direct UIKit calls through ``SwitchingFlagNavigationController``.
typealias SwitchingFlagStrategy = SubclassNavigationStrategy<SwitchingFlagNavigationController>

extension SwitchingFlagNavigationController: IntentIssuingNavigationController {}
