/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, title: NonNullable<unknown> }} Contracts_Milestone_LabelInputs */

const en_contracts_milestone_label = /** @type {(inputs: Contracts_Milestone_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Milestone ${i?.position}: ${i?.title}`)
};

const ur_contracts_milestone_label = /** @type {(inputs: Contracts_Milestone_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ ${i?.position}: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Milestone {position}: {title}" |
*
* @param {Contracts_Milestone_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone_label = /** @type {((inputs: Contracts_Milestone_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Milestone_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_milestone_label(inputs)
	return en_contracts_milestone_label(inputs)
});