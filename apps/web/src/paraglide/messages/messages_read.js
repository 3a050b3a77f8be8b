/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_ReadInputs */

const en_messages_read = /** @type {(inputs: Messages_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read`)
};

const ur_messages_read = /** @type {(inputs: Messages_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پڑھ لیا گیا`)
};

/**
* | output |
* | --- |
* | "Read" |
*
* @param {Messages_ReadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_read = /** @type {((inputs?: Messages_ReadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_ReadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_read(inputs)
	return en_messages_read(inputs)
});