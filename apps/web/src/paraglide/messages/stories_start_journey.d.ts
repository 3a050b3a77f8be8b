/**
* | output |
* | --- |
* | "Start Your Journey" |
*
* @param {Stories_Start_JourneyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_start_journey: ((inputs?: Stories_Start_JourneyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Start_JourneyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Start_JourneyInputs = {};
