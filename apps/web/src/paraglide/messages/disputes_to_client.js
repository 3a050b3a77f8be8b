/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Disputes_To_ClientInputs */

const en_disputes_to_client = /** @type {(inputs: Disputes_To_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To the client (${i?.currency})`)
};

const ur_disputes_to_client = /** @type {(inputs: Disputes_To_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کلائنٹ کو (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "To the client ({currency})" |
*
* @param {Disputes_To_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_to_client = /** @type {((inputs: Disputes_To_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_To_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_to_client(inputs)
	return en_disputes_to_client(inputs)
});