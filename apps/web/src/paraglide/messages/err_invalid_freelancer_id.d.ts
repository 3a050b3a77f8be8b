/**
* | output |
* | --- |
* | "Invalid freelancer id" |
*
* @param {Err_Invalid_Freelancer_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_freelancer_id: ((inputs?: Err_Invalid_Freelancer_IdInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Freelancer_IdInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Freelancer_IdInputs = {};
