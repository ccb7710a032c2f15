import PantographCommandLine

// The driver is a library that an app's harness runs too (PantographHarness): this
// executable is the driver as `pantograph`, over the scenes.
Pantograph.main()
