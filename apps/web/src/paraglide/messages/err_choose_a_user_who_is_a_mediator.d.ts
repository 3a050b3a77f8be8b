/**
* | output |
* | --- |
* | "Choose a user who is a mediator" |
*
* @param {Err_Choose_A_User_Who_Is_A_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_a_user_who_is_a_mediator: ((inputs?: Err_Choose_A_User_Who_Is_A_MediatorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Choose_A_User_Who_Is_A_MediatorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Choose_A_User_Who_Is_A_MediatorInputs = {};
