/**
* | output |
* | --- |
* | "Freelancers of the programme tell how they found their first clients and built a career from home." |
*
* @param {Home_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_stories_text: ((inputs?: Home_Stories_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Stories_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Stories_TextInputs = {};
