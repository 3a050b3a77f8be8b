/**
* | output |
* | --- |
* | "There is no user with that holder id" |
*
* @param {Err_There_Is_No_User_With_That_Holder_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_is_no_user_with_that_holder_id: ((inputs?: Err_There_Is_No_User_With_That_Holder_IdInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_There_Is_No_User_With_That_Holder_IdInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_There_Is_No_User_With_That_Holder_IdInputs = {};
