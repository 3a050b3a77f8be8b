/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_MilestonesInputs */

const en_err_things_milestones = /** @type {(inputs: Err_Things_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`milestones`)
};

const ur_err_things_milestones = /** @type {(inputs: Err_Things_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مراحل`)
};

/**
* | output |
* | --- |
* | "milestones" |
*
* @param {Err_Things_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_milestones = /** @type {((inputs?: Err_Things_MilestonesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_MilestonesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_milestones(inputs)
	return en_err_things_milestones(inputs)
});