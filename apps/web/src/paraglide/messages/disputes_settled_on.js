/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Disputes_Settled_OnInputs */

const en_disputes_settled_on = /** @type {(inputs: Disputes_Settled_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` on ${i?.date}`)
};

const ur_disputes_settled_on = /** @type {(inputs: Disputes_Settled_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` بتاریخ ${i?.date}`)
};

/**
* | output |
* | --- |
* | "on {date}" |
*
* @param {Disputes_Settled_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_settled_on = /** @type {((inputs: Disputes_Settled_OnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Settled_OnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_settled_on(inputs)
	return en_disputes_settled_on(inputs)
});