/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Contracts_DueInputs */

const en_contracts_due = /** @type {(inputs: Contracts_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · due ${i?.date}`)
};

const ur_contracts_due = /** @type {(inputs: Contracts_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · آخری تاریخ ${i?.date}`)
};

/**
* | output |
* | --- |
* | "· due {date}" |
*
* @param {Contracts_DueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_due = /** @type {((inputs: Contracts_DueInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_DueInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_due(inputs)
	return en_contracts_due(inputs)
});