/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Network_TextInputs */

const en_common_network_text = /** @type {(inputs: Common_Network_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded over the network. Check your connection and retry.`)
};

const ur_common_network_text = /** @type {(inputs: Common_Network_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیٹ ورک پر یہ صفحہ لوڈ نہیں ہو سکا۔ اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "This page could not be loaded over the network. Check your connection and retry." |
*
* @param {Common_Network_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_network_text = /** @type {((inputs?: Common_Network_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Network_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_common_network_text(inputs)
	return en_common_network_text(inputs)
});