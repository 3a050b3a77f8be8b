/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Why_RefundInputs */

const en_contracts_why_refund = /** @type {(inputs: Contracts_Why_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why do you want a refund?`)
};

const ur_contracts_why_refund = /** @type {(inputs: Contracts_Why_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ رقم واپس کیوں چاہتے ہیں؟`)
};

/**
* | output |
* | --- |
* | "Why do you want a refund?" |
*
* @param {Contracts_Why_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_why_refund = /** @type {((inputs?: Contracts_Why_RefundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Why_RefundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_why_refund(inputs)
	return en_contracts_why_refund(inputs)
});