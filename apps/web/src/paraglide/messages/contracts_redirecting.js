/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Contracts_RedirectingInputs */

const en_contracts_redirecting = /** @type {(inputs: Contracts_RedirectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taking you to ${i?.provider}…`)
};

const ur_contracts_redirecting = /** @type {(inputs: Contracts_RedirectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ کو ${i?.provider} پر لے جایا جا رہا ہے…`)
};

/**
* | output |
* | --- |
* | "Taking you to {provider}…" |
*
* @param {Contracts_RedirectingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_redirecting = /** @type {((inputs: Contracts_RedirectingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_RedirectingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_redirecting(inputs)
	return en_contracts_redirecting(inputs)
});