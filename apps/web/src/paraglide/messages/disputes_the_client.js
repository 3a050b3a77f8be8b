/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Disputes_The_ClientInputs */

const en_disputes_the_client = /** @type {(inputs: Disputes_The_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the client (${i?.name})`)
};

const ur_disputes_the_client = /** @type {(inputs: Disputes_The_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کلائنٹ (${i?.name})`)
};

/**
* | output |
* | --- |
* | "the client ({name})" |
*
* @param {Disputes_The_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_the_client = /** @type {((inputs: Disputes_The_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_The_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_the_client(inputs)
	return en_disputes_the_client(inputs)
});