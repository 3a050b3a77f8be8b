/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_MilestonesInputs */

const en_contracts_milestones = /** @type {(inputs: Contracts_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestones`)
};

const ur_contracts_milestones = /** @type {(inputs: Contracts_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مراحل`)
};

/**
* | output |
* | --- |
* | "Milestones" |
*
* @param {Contracts_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestones = /** @type {((inputs?: Contracts_MilestonesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_MilestonesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_milestones(inputs)
	return en_contracts_milestones(inputs)
});