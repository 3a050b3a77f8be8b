/**
* | output |
* | --- |
* | "Profile created successfully" |
*
* @param {Err_Profile_Created_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_profile_created_successfully: ((inputs?: Err_Profile_Created_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Profile_Created_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Profile_Created_SuccessfullyInputs = {};
