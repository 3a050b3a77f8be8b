/**
* | output |
* | --- |
* | "You have already replied to this review" |
*
* @param {Err_You_Have_Already_Replied_To_This_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_replied_to_this_review: ((inputs?: Err_You_Have_Already_Replied_To_This_ReviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Have_Already_Replied_To_This_ReviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Have_Already_Replied_To_This_ReviewInputs = {};
