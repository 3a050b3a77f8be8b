/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Stat_ProjectsInputs */

const en_stories_stat_projects = /** @type {(inputs: Stories_Stat_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects Completed`)
};

const ur_stories_stat_projects = /** @type {(inputs: Stories_Stat_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکمل شدہ پروجیکٹس`)
};

/**
* | output |
* | --- |
* | "Projects Completed" |
*
* @param {Stories_Stat_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_stat_projects = /** @type {((inputs?: Stories_Stat_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Stat_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_stat_projects(inputs)
	return en_stories_stat_projects(inputs)
});