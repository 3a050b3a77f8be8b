/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Contracts_Provider_PageInputs */

const en_contracts_provider_page = /** @type {(inputs: Contracts_Provider_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You finish the payment on ${i?.provider}’s page, then come back here.`)
};

const ur_contracts_provider_page = /** @type {(inputs: Contracts_Provider_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ ادائیگی ${i?.provider} کے صفحے پر مکمل کریں گے، پھر یہاں واپس آئیں گے۔`)
};

/**
* | output |
* | --- |
* | "You finish the payment on {provider}’s page, then come back here." |
*
* @param {Contracts_Provider_PageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_provider_page = /** @type {((inputs: Contracts_Provider_PageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Provider_PageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_provider_page(inputs)
	return en_contracts_provider_page(inputs)
});