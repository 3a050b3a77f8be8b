/**
* | output |
* | --- |
* | "You cannot start a conversation with yourself" |
*
* @param {Err_You_Cannot_Start_A_Conversation_With_YourselfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_cannot_start_a_conversation_with_yourself: ((inputs?: Err_You_Cannot_Start_A_Conversation_With_YourselfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Cannot_Start_A_Conversation_With_YourselfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Cannot_Start_A_Conversation_With_YourselfInputs = {};
