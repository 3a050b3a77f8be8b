/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Disputes_Evidence_By_ClientInputs */

const en_disputes_evidence_by_client = /** @type {(inputs: Disputes_Evidence_By_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by the client, ${i?.date}`)
};

const ur_disputes_evidence_by_client = /** @type {(inputs: Disputes_Evidence_By_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کلائنٹ کی طرف سے، ${i?.date}`)
};

/**
* | output |
* | --- |
* | "by the client, {date}" |
*
* @param {Disputes_Evidence_By_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_evidence_by_client = /** @type {((inputs: Disputes_Evidence_By_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Evidence_By_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_evidence_by_client(inputs)
	return en_disputes_evidence_by_client(inputs)
});