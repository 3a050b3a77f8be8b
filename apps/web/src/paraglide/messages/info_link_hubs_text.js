/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_Hubs_TextInputs */

const en_info_link_hubs_text = /** @type {(inputs: Info_Link_Hubs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technology parks and hubs near you.`)
};

const ur_info_link_hubs_text = /** @type {(inputs: Info_Link_Hubs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کے قریب ٹیکنالوجی پارکس اور ہبز۔`)
};

/**
* | output |
* | --- |
* | "Technology parks and hubs near you." |
*
* @param {Info_Link_Hubs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_hubs_text = /** @type {((inputs?: Info_Link_Hubs_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_Hubs_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_hubs_text(inputs)
	return en_info_link_hubs_text(inputs)
});