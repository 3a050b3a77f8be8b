/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Link_How_TextInputs */

const en_info_link_how_text = /** @type {(inputs: Info_Link_How_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The five steps for clients and freelancers.`)
};

const ur_info_link_how_text = /** @type {(inputs: Info_Link_How_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹس اور فری لانسرز کے لیے پانچ مراحل۔`)
};

/**
* | output |
* | --- |
* | "The five steps for clients and freelancers." |
*
* @param {Info_Link_How_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_how_text = /** @type {((inputs?: Info_Link_How_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Link_How_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_link_how_text(inputs)
	return en_info_link_how_text(inputs)
});