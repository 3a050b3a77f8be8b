/**
* | output |
* | --- |
* | "The form could not be read: a part has no name" |
*
* @param {Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_form_could_not_be_read_a_part_has_no_name: ((inputs?: Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Form_Could_Not_Be_Read_A_Part_Has_No_NameInputs = {};
