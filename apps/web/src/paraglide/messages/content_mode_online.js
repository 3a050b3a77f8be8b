/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Mode_OnlineInputs */

const en_content_mode_online = /** @type {(inputs: Content_Mode_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const ur_content_mode_online = /** @type {(inputs: Content_Mode_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آن لائن`)
};

/**
* | output |
* | --- |
* | "Online" |
*
* @param {Content_Mode_OnlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_mode_online = /** @type {((inputs?: Content_Mode_OnlineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Mode_OnlineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_mode_online(inputs)
	return en_content_mode_online(inputs)
});