/**
* | output |
* | --- |
* | "First name and last name are required" |
*
* @param {Err_First_Name_And_Last_Name_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_first_name_and_last_name_are_required: ((inputs?: Err_First_Name_And_Last_Name_Are_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_First_Name_And_Last_Name_Are_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_First_Name_And_Last_Name_Are_RequiredInputs = {};
