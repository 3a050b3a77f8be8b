/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Stat_ProjectsInputs */

const en_register_stat_projects = /** @type {(inputs: Register_Stat_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects completed`)
};

const ur_register_stat_projects = /** @type {(inputs: Register_Stat_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکمل شدہ پروجیکٹس`)
};

/**
* | output |
* | --- |
* | "Projects completed" |
*
* @param {Register_Stat_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stat_projects = /** @type {((inputs?: Register_Stat_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Stat_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_stat_projects(inputs)
	return en_register_stat_projects(inputs)
});