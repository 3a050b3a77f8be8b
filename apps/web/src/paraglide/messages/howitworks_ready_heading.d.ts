/**
* | output |
* | --- |
* | "Ready to Get Started?" |
*
* @param {Howitworks_Ready_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_ready_heading: ((inputs?: Howitworks_Ready_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Ready_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Ready_HeadingInputs = {};
