/**
* | output |
* | --- |
* | "Current password and new password are required" |
*
* @param {Err_Current_Password_And_New_Password_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_current_password_and_new_password_are_required: ((inputs?: Err_Current_Password_And_New_Password_Are_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Current_Password_And_New_Password_Are_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Current_Password_And_New_Password_Are_RequiredInputs = {};
