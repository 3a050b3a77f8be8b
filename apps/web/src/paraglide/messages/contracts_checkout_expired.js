/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Contracts_Checkout_ExpiredInputs */

const en_contracts_checkout_expired = /** @type {(inputs: Contracts_Checkout_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.provider} checkout expired before it was paid. Start a new one to fund this milestone.`)
};

const ur_contracts_checkout_expired = /** @type {(inputs: Contracts_Checkout_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} کی ادائیگی کی مدت ادائیگی سے پہلے ختم ہو گئی۔ اس مرحلے میں رقم جمع کرنے کے لیے نئی ادائیگی شروع کریں۔`)
};

/**
* | output |
* | --- |
* | "The {provider} checkout expired before it was paid. Start a new one to fund this milestone." |
*
* @param {Contracts_Checkout_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_checkout_expired = /** @type {((inputs: Contracts_Checkout_ExpiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Checkout_ExpiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_checkout_expired(inputs)
	return en_contracts_checkout_expired(inputs)
});