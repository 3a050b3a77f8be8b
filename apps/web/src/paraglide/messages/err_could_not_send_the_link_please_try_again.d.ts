/**
* | output |
* | --- |
* | "Could not send the link. Please try again." |
*
* @param {Err_Could_Not_Send_The_Link_Please_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_could_not_send_the_link_please_try_again: ((inputs?: Err_Could_Not_Send_The_Link_Please_Try_AgainInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Could_Not_Send_The_Link_Please_Try_AgainInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Could_Not_Send_The_Link_Please_Try_AgainInputs = {};
