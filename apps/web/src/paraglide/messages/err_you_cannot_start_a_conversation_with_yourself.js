/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Cannot_Start_A_Conversation_With_YourselfInputs */

const en_err_you_cannot_start_a_conversation_with_yourself = /** @type {(inputs: Err_You_Cannot_Start_A_Conversation_With_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot start a conversation with yourself`)
};

const ur_err_you_cannot_start_a_conversation_with_yourself = /** @type {(inputs: Err_You_Cannot_Start_A_Conversation_With_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ اپنے آپ سے گفتگو شروع نہیں کر سکتے`)
};

/**
* | output |
* | --- |
* | "You cannot start a conversation with yourself" |
*
* @param {Err_You_Cannot_Start_A_Conversation_With_YourselfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_cannot_start_a_conversation_with_yourself = /** @type {((inputs?: Err_You_Cannot_Start_A_Conversation_With_YourselfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Cannot_Start_A_Conversation_With_YourselfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_cannot_start_a_conversation_with_yourself(inputs)
	return en_err_you_cannot_start_a_conversation_with_yourself(inputs)
});