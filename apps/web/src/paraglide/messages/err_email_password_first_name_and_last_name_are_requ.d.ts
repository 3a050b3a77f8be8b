/**
* | output |
* | --- |
* | "Email, password, first name and last name are required" |
*
* @param {Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_email_password_first_name_and_last_name_are_requ: ((inputs?: Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Email_Password_First_Name_And_Last_Name_Are_RequInputs = {};
