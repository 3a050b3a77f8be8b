/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_OfflineInputs */

const en_messages_offline = /** @type {(inputs: Messages_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

const ur_messages_offline = /** @type {(inputs: Messages_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آف لائن`)
};

/**
* | output |
* | --- |
* | "Offline" |
*
* @param {Messages_OfflineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_offline = /** @type {((inputs?: Messages_OfflineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_OfflineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_offline(inputs)
	return en_messages_offline(inputs)
});