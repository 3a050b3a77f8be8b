/**
* | output |
* | --- |
* | "Say why you are disputing this milestone" |
*
* @param {Err_Say_Why_You_Are_Disputing_This_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_say_why_you_are_disputing_this_milestone: ((inputs?: Err_Say_Why_You_Are_Disputing_This_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Say_Why_You_Are_Disputing_This_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Say_Why_You_Are_Disputing_This_MilestoneInputs = {};
