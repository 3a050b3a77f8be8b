/**
* | output |
* | --- |
* | "User suspended" |
*
* @param {Err_User_SuspendedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_user_suspended: ((inputs?: Err_User_SuspendedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_User_SuspendedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_User_SuspendedInputs = {};
