/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_SentInputs */

const en_messages_sent = /** @type {(inputs: Messages_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent`)
};

const ur_messages_sent = /** @type {(inputs: Messages_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیج دیا گیا`)
};

/**
* | output |
* | --- |
* | "Sent" |
*
* @param {Messages_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_sent = /** @type {((inputs?: Messages_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_sent(inputs)
	return en_messages_sent(inputs)
});