/**
* | output |
* | --- |
* | "Your profile is already being saved. Please try again." |
*
* @param {Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_profile_is_already_being_saved_please_try_a: ((inputs?: Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Profile_Is_Already_Being_Saved_Please_Try_AInputs = {};
