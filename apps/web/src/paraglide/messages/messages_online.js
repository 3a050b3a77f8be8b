/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Messages_OnlineInputs */

const en_messages_online = /** @type {(inputs: Messages_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const ur_messages_online = /** @type {(inputs: Messages_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آن لائن`)
};

/**
* | output |
* | --- |
* | "Online" |
*
* @param {Messages_OnlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_online = /** @type {((inputs?: Messages_OnlineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Messages_OnlineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_messages_online(inputs)
	return en_messages_online(inputs)
});