/**
* | output |
* | --- |
* | "Logging out..." |
*
* @param {User_Logging_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_logging_out: ((inputs?: User_Logging_OutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Logging_OutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Logging_OutInputs = {};
