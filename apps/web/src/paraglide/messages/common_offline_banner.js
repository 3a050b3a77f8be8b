/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Offline_BannerInputs */

const en_common_offline_banner = /** @type {(inputs: Common_Offline_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Pages and data you open may not load until the connection is back.`)
};

const ur_common_offline_banner = /** @type {(inputs: Common_Offline_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ آف لائن ہیں۔ کنکشن بحال ہونے تک آپ کے کھولے گئے صفحات اور معلومات شاید لوڈ نہ ہوں۔`)
};

/**
* | output |
* | --- |
* | "You are offline. Pages and data you open may not load until the connection is back." |
*
* @param {Common_Offline_BannerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_offline_banner = /** @type {((inputs?: Common_Offline_BannerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Offline_BannerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_offline_banner(inputs)
	return en_common_offline_banner(inputs)
});