/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Due_OptionalInputs */

const en_contracts_due_optional = /** @type {(inputs: Contracts_Due_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due date (optional)`)
};

const ur_contracts_due_optional = /** @type {(inputs: Contracts_Due_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخری تاریخ (اختیاری)`)
};

/**
* | output |
* | --- |
* | "Due date (optional)" |
*
* @param {Contracts_Due_OptionalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_due_optional = /** @type {((inputs?: Contracts_Due_OptionalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Due_OptionalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_due_optional(inputs)
	return en_contracts_due_optional(inputs)
});