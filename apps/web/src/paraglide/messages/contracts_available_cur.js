/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Contracts_Available_CurInputs */

const en_contracts_available_cur = /** @type {(inputs: Contracts_Available_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Available (${i?.currency})`)
};

const ur_contracts_available_cur = /** @type {(inputs: Contracts_Available_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دستیاب (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "Available ({currency})" |
*
* @param {Contracts_Available_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_available_cur = /** @type {((inputs: Contracts_Available_CurInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Available_CurInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_available_cur(inputs)
	return en_contracts_available_cur(inputs)
});