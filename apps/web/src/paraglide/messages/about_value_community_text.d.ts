/**
* | output |
* | --- |
* | "We grow together: hubs, mentors and alumni help every new freelancer land a first client." |
*
* @param {About_Value_Community_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_community_text: ((inputs?: About_Value_Community_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Community_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Community_TextInputs = {};
