/**
* | output |
* | --- |
* | "Meet Our Freelancers" |
*
* @param {Stories_Meet_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_meet_heading: ((inputs?: Stories_Meet_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Meet_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Meet_HeadingInputs = {};
