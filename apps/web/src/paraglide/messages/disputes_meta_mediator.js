/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Disputes_Meta_MediatorInputs */

const en_disputes_meta_mediator = /** @type {(inputs: Disputes_Meta_MediatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · mediator ${i?.name}`)
};

const ur_disputes_meta_mediator = /** @type {(inputs: Disputes_Meta_MediatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · ثالث ${i?.name}`)
};

/**
* | output |
* | --- |
* | "· mediator {name}" |
*
* @param {Disputes_Meta_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_mediator = /** @type {((inputs: Disputes_Meta_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Meta_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_meta_mediator(inputs)
	return en_disputes_meta_mediator(inputs)
});