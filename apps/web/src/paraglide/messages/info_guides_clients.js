/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Guides_ClientsInputs */

const en_info_guides_clients = /** @type {(inputs: Info_Guides_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides for Clients`)
};

const ur_info_guides_clients = /** @type {(inputs: Info_Guides_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹس کے لیے رہنما`)
};

/**
* | output |
* | --- |
* | "Guides for Clients" |
*
* @param {Info_Guides_ClientsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_guides_clients = /** @type {((inputs?: Info_Guides_ClientsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Guides_ClientsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_guides_clients(inputs)
	return en_info_guides_clients(inputs)
});