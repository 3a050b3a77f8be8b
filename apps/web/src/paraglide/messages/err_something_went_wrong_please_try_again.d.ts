/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Err_Something_Went_Wrong_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_something_went_wrong_please_try_again: ((inputs?: Err_Something_Went_Wrong_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Something_Went_Wrong_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Something_Went_Wrong_Please_Try_AgainInputs = {};
